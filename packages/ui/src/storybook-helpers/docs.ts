/** What a component's docs page says above its stories and props table. */
export interface ComponentDocs {
  /** What the component is and what it does, in a sentence or two. */
  summary: string;
  /** The situations a screen should use it in. */
  whenToUse: readonly string[];
  /** The situations another piece fits better, naming that piece. */
  whenNotToUse?: readonly string[];
}

/** The heading every component's docs description carries above its usage guidance. */
export const WHEN_TO_USE_HEADING = '## When to use';
const WHEN_NOT_TO_USE_HEADING = '## When not to use';

function bullets(items: readonly string[]): string {
  return items.map((item) => `- ${item}`).join('\n');
}

/** The Markdown of a component's docs description: summary, when to use, when not to. */
function componentDescription({ summary, whenToUse, whenNotToUse }: ComponentDocs): string {
  const parts = [summary.trim(), WHEN_TO_USE_HEADING, bullets(whenToUse)];
  if (whenNotToUse?.length) parts.push(WHEN_NOT_TO_USE_HEADING, bullets(whenNotToUse));
  return parts.join('\n\n');
}

interface Parameters {
  docs?: Record<string, unknown>;
  [name: string]: unknown;
}

/**
 * A story file's `parameters` with the component's docs description added (to `base`, e.g.
 * `modalParameters` or a layout, when the stories have parameters of their own).
 */
export function withComponentDocs<P extends Parameters>(docs: ComponentDocs, base?: P) {
  return {
    ...base,
    docs: { ...base?.docs, description: { component: componentDescription(docs) } },
  };
}
