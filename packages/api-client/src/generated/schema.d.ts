// Generated from openapi/openapi.yaml by `npm run generate`. Do not edit by hand.

export interface paths {
    "/api/getSettings/{keys}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Read site settings by key
         * @description Returns the values of the requested settings keys (section 3: `bgmusic`, `copyright`,
         *     `cstel`, `beian`, `csqr`, `csemail`, `theme`). Keys that have no value are left out
         *     of the result.
         */
        get: operations["getSettings"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: {
        /** @description Failure envelope. */
        Failure: {
            /** @description Non-zero failure code. */
            code: number;
            /** @description A message, or per-field messages for forms. */
            message: string | {
                [key: string]: string;
            };
        };
        /** @description Settings values by key. */
        Settings: {
            /** @description URL of the background music. */
            bgmusic?: string;
            copyright?: string;
            /** @description Customer-service telephone number. */
            cstel?: string;
            /** @description ICP filing number shown in the footer. */
            beian?: string;
            /** @description URL of the customer-service QR code image. */
            csqr?: string;
            /** Format: email */
            csemail?: string;
            /**
             * @description Default theme (default, christmas, green, green2, mono).
             * @enum {string}
             */
            theme?: "default" | "christmas" | "green" | "green2" | "mono";
        } & {
            [key: string]: string;
        };
        SettingsEnvelope: {
            /** @constant */
            code: 0;
            data: components["schemas"]["Settings"];
        };
    };
    responses: {
        /** @description The request does not match the contract. */
        BadRequest: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "code": 400,
                 *       "message": "params/keys must match pattern"
                 *     }
                 */
                "application/json": components["schemas"]["Failure"];
            };
        };
    };
    parameters: {
        /**
         * @description Comma-separated settings keys, at most 20.
         * @example cstel,copyright
         */
        SettingsKeys: string;
    };
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    getSettings: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description Comma-separated settings keys, at most 20.
                 * @example cstel,copyright
                 */
                keys: components["parameters"]["SettingsKeys"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The requested settings. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SettingsEnvelope"];
                };
            };
            400: components["responses"]["BadRequest"];
        };
    };
}
