export declare const DEMO_PROJECT_ID: string;
