export declare const SOURCE_CONDITION: '@citylife/source';
export declare const workspaceResolve: {
  resolve: { conditions: string[] };
  environments: { ssr: { resolve: { conditions: string[] } } };
};
