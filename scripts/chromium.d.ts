export declare const chromiumPath: string;
export declare const chromiumArgs: string[];
export declare function chromiumVersion(): string;
