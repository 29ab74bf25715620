import { Chip, Inline } from '@citylife/ui';
import { plainLink } from '../../common/links.css';
import { paths } from '../../lib/paths';

export interface ChipLink {
  href: string;
  label: string;
}

/** Links shown as chips side by side, wrapping (subcategories, tags, related places). */
export function ChipLinks({ links }: { links: readonly ChipLink[] }) {
  return (
    <Inline as="ul" space="small">
      {links.map(({ href, label }) => (
        <li key={href}>
          <a className={plainLink} href={href}>
            <Chip>{label}</Chip>
          </a>
        </li>
      ))}
    </Inline>
  );
}

/** Chip links as a navigation named `label`; nothing at all when there are none. */
export function ChipNav({ label, links }: { label: string; links: readonly ChipLink[] }) {
  if (links.length === 0) return null;
  return (
    <nav aria-label={label}>
      <ChipLinks links={links} />
    </nav>
  );
}

/** Links to the listings of categories, each named after its category. */
export const categoryLinks = (categories: readonly { id: string; name: string }[]) =>
  categories.map(({ id, name }) => ({ href: paths.shoppingcart.category(id), label: name }));

/** Links to the listings of tags, each named after its tag. */
export const tagLinks = (tags: readonly string[]) =>
  tags.map((tag) => ({ href: paths.shoppingcart.tag(tag), label: tag }));
