import { render, type RenderOptions } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { KitMessagesProvider } from '../i18n/KitMessagesProvider';

/** Renders `ui` with the kit's English messages, the language the tests query by. */
export function renderKit(ui: ReactElement, options?: RenderOptions & { locale?: string }) {
  const { locale = 'en', ...rest } = options ?? {};
  const wrapper = ({ children }: { children: ReactNode }) => (
    <KitMessagesProvider locale={locale}>{children}</KitMessagesProvider>
  );
  return render(ui, { wrapper, ...rest });
}
