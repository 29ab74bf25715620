export declare const routePrefixes: string[];
export declare const routeTableFile: string;
export declare const routeStringRestrictions: { selector: string; message: string }[];
