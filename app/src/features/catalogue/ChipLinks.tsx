import { Chip, Inline } from '@citylife/ui';
import { plainLink } from '../../common/links.css';

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
