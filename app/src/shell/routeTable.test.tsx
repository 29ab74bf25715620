import { render } from '@testing-library/react';
import { Suspense } from 'react';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { KitMessagesProvider, SnackbarProvider, ThemeProvider } from '@citylife/ui';
import { initI18n } from '../i18n/i18n';
import { chunks } from './chunks';
import { routes, type RouteDef } from './routes';
import type { Screen } from './screen';

/** A path of a route, its parameters filled in. */
const pathOf = (route: RouteDef) =>
  route.path.replace(/:(\w+)\??/g, (_match, name: string) => (name === 'type' ? 'wechat' : '1'));

beforeAll(async () => {
  await initI18n('en');
  // Screens start their calls when they render; none is answered here.
  vi.stubGlobal('fetch', () => new Promise(() => {}));
});
afterAll(() => vi.unstubAllGlobals());

describe.each(routes.map((route) => [route.path, route] as const))(
  'the route %s',
  (_path, route) => {
    it('renders a real screen of its chunk, or one marked as not built yet', async () => {
      const module = (await chunks[route.chunk]()) as unknown as Record<string, Screen>;
      const Component = module[route.screen]!;
      expect(Component, `${route.chunk} exports ${route.screen}`).toBeTypeOf('function');
      const location = memoryLocation({ path: pathOf(route) });
      const { container, unmount } = render(
        <KitMessagesProvider locale="en">
          <ThemeProvider>
            <SnackbarProvider>
              <Router hook={location.hook} searchHook={location.searchHook}>
                <Suspense fallback={null}>
                  <Component
                    screen={route.screen}
                    params={{ id: '1', type: 'wechat' }}
                    path={pathOf(route)}
                  />
                </Suspense>
              </Router>
            </SnackbarProvider>
          </ThemeProvider>
        </KitMessagesProvider>,
      );
      expect(container.childElementCount, 'a screen renders something').toBeGreaterThan(0);
      unmount();
    });
  },
);
