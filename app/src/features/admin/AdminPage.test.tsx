import { render, screen } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@citylife/api-client';
import type { ApiData } from '../../api/useApiData';
import { initI18n } from '../../i18n/i18n';
import type * as AdminPageModule from './AdminPage';
import type * as Shared from './shared';

// The page registers its texts when loaded, as in the app: after i18next has started.
let AdminPage: typeof AdminPageModule.AdminPage;
let Loaded: typeof Shared.Loaded;

beforeAll(async () => {
  await initI18n('en');
  ({ AdminPage } = await import('./AdminPage'));
  ({ Loaded } = await import('./shared'));
});

const failed = (error: unknown): ApiData<string> => ({
  status: 'failed',
  data: undefined,
  error,
  reload: () => {},
});

describe('the admin page', () => {
  it('tells anyone but an admin that it is for administrators, and shows no tasks', () => {
    render(<AdminPage />);
    expect(screen.getByText('This page is for administrators')).toBeTruthy();
    expect(screen.queryByRole('tablist')).toBeNull();
  });

  it('hands a refused call (403) to the page, and offers Retry for any other failure', () => {
    const onRefused = vi.fn();
    const { unmount } = render(
      <Loaded
        data={failed(new ApiError({ code: 403, message: 'Forbidden' }, 403))}
        onRefused={onRefused}
      >
        {(value) => value}
      </Loaded>,
    );
    expect(onRefused).toHaveBeenCalledOnce();
    unmount();
    onRefused.mockClear();
    render(
      <Loaded
        data={failed(new ApiError({ code: 500, message: 'Broken' }, 500))}
        onRefused={onRefused}
      >
        {(value) => value}
      </Loaded>,
    );
    expect(onRefused).not.toHaveBeenCalled();
    expect(screen.getByText('Broken')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeTruthy();
  });
});
