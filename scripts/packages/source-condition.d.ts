export declare const SOURCE_CONDITION: '@citylife/source';
export declare const workspaceResolve: {
  resolve: { conditions: string[] };
  ssr: { resolve: { conditions: string[] } };
};
