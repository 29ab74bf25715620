export interface Call {
  method: string;
  path: string;
}
export declare function parseCalls(text: string): Call[];
export declare function pathShape(path: string): string;
export declare function missingCalls(
  calls: Call[],
  document: { paths?: Record<string, Record<string, unknown>> },
): Call[];
export declare function readContract(file?: URL): {
  paths?: Record<string, Record<string, unknown>>;
};
