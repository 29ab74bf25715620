import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import * as styles from './Tabs.css';

export interface TabItem {
  id: string;
  label: string;
  /** A number shown after the label, e.g. the orders of that kind. */
  count?: number;
  disabled?: boolean;
}

export interface TabsProps {
  /** Names the tab list for assistive technology. */
  label: string;
  items: readonly TabItem[];
  value: string;
  onChange: (id: string) => void;
  /** The panel of the selected tab. */
  children?: ReactNode;
  lang?: string;
}

/** Tabs with roving focus: arrows, Home and End move between tabs and select them. */
export function Tabs({ label, items, value, onChange, children, lang }: TabsProps) {
  const id = useId();
  const listRef = useRef<HTMLDivElement>(null);
  const enabled = items.filter((item) => !item.disabled);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const index = enabled.findIndex((item) => item.id === value);
    const last = enabled.length - 1;
    const next = {
      ArrowRight: index >= last ? 0 : index + 1,
      ArrowLeft: index <= 0 ? last : index - 1,
      Home: 0,
      End: last,
    }[event.key];
    const target = next === undefined ? undefined : enabled[next];
    if (!target) return;
    event.preventDefault();
    onChange(target.id);
    listRef.current
      ?.querySelector<HTMLElement>(`[data-tab-id="${CSS.escape(target.id)}"]`)
      ?.focus();
  };

  return (
    <div lang={lang}>
      <div
        ref={listRef}
        role="tablist"
        aria-label={label}
        className={styles.tabList}
        onKeyDown={onKeyDown}
      >
        {items.map((item) => {
          const selected = item.id === value;
          return (
            <button
              key={item.id}
              type="button"
              role="tab"
              id={`${id}-tab-${item.id}`}
              data-tab-id={item.id}
              aria-selected={selected}
              aria-controls={selected && children !== undefined ? `${id}-panel` : undefined}
              tabIndex={selected ? 0 : -1}
              disabled={item.disabled}
              className={styles.tab}
              onClick={() => onChange(item.id)}
            >
              {item.label}
              {item.count !== undefined && <span className={styles.count}>{item.count}</span>}
            </button>
          );
        })}
      </div>
      {children !== undefined && (
        <div
          role="tabpanel"
          id={`${id}-panel`}
          aria-labelledby={`${id}-tab-${value}`}
          tabIndex={0}
          className={styles.panel}
        >
          {children}
        </div>
      )}
    </div>
  );
}
