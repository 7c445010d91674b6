export const wholeSuite: boolean;
export function serverLeftOut(): string[];
export function journeysIncluded(): string[];
export function leftOutNotice(): string;
