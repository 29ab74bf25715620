import type { Rule } from 'eslint';

export declare function isAllowed(
  from: string,
  to: string,
  ctx?: { typeOnly?: boolean; isTest?: boolean; specifier?: string },
): boolean;
export declare const importBoundaries: Rule.RuleModule;
declare const plugin: { rules: { 'import-boundaries': Rule.RuleModule } };
export default plugin;
