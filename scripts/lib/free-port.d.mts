/** The first of `count` (default 1) consecutive free loopback ports. */
export declare function freePort(count?: number): Promise<number>;
