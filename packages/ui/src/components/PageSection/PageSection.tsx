import { useId, type HTMLAttributes, type ReactNode } from 'react';
import { Box, type Space } from '../Box/Box';
import { Heading } from '../Heading/Heading';
import { Inline } from '../Inline/Inline';
import { Text } from '../Text/Text';

export const pageSectionTitleStyles = ['heading', 'label'] as const;
export type PageSectionTitleStyle = (typeof pageSectionTitleStyles)[number];

export interface PageSectionProps extends Omit<
  HTMLAttributes<HTMLElement>,
  'title' | 'children' | 'color'
> {
  children?: ReactNode;
  /** The section's heading; the section becomes a region named by it. */
  title?: ReactNode;
  /** `heading`: a large heading; `label`: a small muted one over a list or a card. */
  titleStyle?: PageSectionTitleStyle;
  /** The heading's element level in the screen's outline. */
  titleLevel?: 2 | 3;
  /** Something on the heading's line, e.g. a "More" link. */
  action?: ReactNode;
  /** On a raised surface of its own, like a card. */
  surface?: boolean;
  space?: Space;
}

/** One part of a page: an optional heading line and its content with even space between. */
export function PageSection({
  children,
  title,
  titleStyle = 'heading',
  titleLevel = 2,
  action,
  surface = false,
  space,
  'aria-label': ariaLabel,
  ...attributes
}: PageSectionProps) {
  const id = useId();
  const titleId = title == null ? undefined : `${id}-title`;
  const heading =
    title == null ? null : titleStyle === 'heading' ? (
      <Heading level={3} as={`h${titleLevel}`} id={titleId}>
        {title}
      </Heading>
    ) : (
      <Text as={`h${titleLevel}`} id={titleId} size="small" weight="medium" tone="muted">
        {title}
      </Text>
    );
  return (
    <Box
      as="section"
      display="grid"
      gap={space ?? (titleStyle === 'label' ? 'small' : 'medium')}
      aria-labelledby={titleId}
      aria-label={titleId ? undefined : ariaLabel}
      {...attributes}
      {...(surface
        ? { padding: 'large', borderRadius: 'large', background: 'surface', boxShadow: 'small' }
        : {})}
    >
      {heading && action ? (
        <Inline align="spaceBetween" alignY="baseline" wrap={false}>
          {heading}
          {action}
        </Inline>
      ) : (
        heading
      )}
      {children}
    </Box>
  );
}
