import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { ApiError } from '@citylife/api-client';
import { initI18n } from '../../i18n/i18n';
import type * as CityPage from './CityPage';
import type * as SitePage from './SitePage';
import type * as TourIndexPage from './TourIndexPage';
import type * as TourParts from './TourParts';

// The screens register their texts when loaded, as in the app: after i18next has started.
let CityDetail: typeof CityPage.CityDetail;
let SiteDetail: typeof SitePage.SiteDetail;
let Cities: typeof TourIndexPage.Cities;
let TourLoaded: typeof TourParts.TourLoaded;

beforeAll(async () => {
  await initI18n('en');
  ({ CityDetail } = await import('./CityPage'));
  ({ SiteDetail } = await import('./SitePage'));
  ({ Cities } = await import('./TourIndexPage'));
  ({ TourLoaded } = await import('./TourParts'));
});

const city = {
  id: 2,
  name: 'Hohhot',
  description: '<p>Capital of <b>Inner Mongolia</b><script>globalThis.ran = 1</script></p>',
  banner: '/static/tour/city-2.svg',
  sites: [],
  routes: [],
};

describe('tour screens', () => {
  it('say when there are no cities', () => {
    render(<Cities cities={[]} />);
    expect(screen.getByText('No cities to visit yet')).toBeTruthy();
  });

  it('say when a city has no scenic areas or routes, and sanitise its description', async () => {
    render(<CityDetail city={city} />);
    expect(screen.getByRole('heading', { name: 'Hohhot' })).toBeTruthy();
    expect(screen.getByText('This city has no scenic areas yet')).toBeTruthy();
    expect(screen.getByText('No routes suggested in this city yet')).toBeTruthy();
    // The sanitiser loads for a description with markup.
    expect((await screen.findByText('Inner Mongolia')).tagName).toBe('B');
    expect(document.querySelector('script')).toBeNull();
    // Without a position of its own the city opens the map at its default view.
    expect(screen.getByRole('link', { name: 'Show on the map' }).getAttribute('href')).toBe(
      '/tour/map',
    );
  });

  it('show a scenic area without address or opening hours, and without places', () => {
    render(
      <SiteDetail
        site={{
          id: 9,
          cityId: 2,
          name: 'Old town',
          description: 'Lanes and courtyards',
          banner: '/static/tour/site-9.svg',
          pics: ['/static/tour/site-9.svg', '/static/tour/site-9-b.svg'],
          latitude: 40.8,
          longitude: 111.65,
          address: '',
          openHours: '',
          places: [],
        }}
      />,
    );
    // A description without markup shows as it is.
    expect(screen.getByText('Lanes and courtyards').tagName).toBe('P');
    expect(screen.queryByText('Address')).toBeNull();
    expect(screen.queryByText('Opening hours')).toBeNull();
    expect(screen.getByText('No places listed in this scenic area yet')).toBeTruthy();
    expect(screen.getAllByRole('img', { name: /Picture \d of 2/ })).toHaveLength(2);
    expect(screen.getByRole('link', { name: 'Show on the map' }).getAttribute('href')).toBe(
      '/tour/map?center=40.8%2C111.65&zoom=15',
    );
  });

  it('tell a missing item from a failure, which offers a retry', async () => {
    const base = { data: undefined, reload: () => undefined };
    const { unmount } = render(
      <TourLoaded
        item={{ ...base, status: 'failed', error: new Error('x'), notFound: true }}
        notFound="This city does not exist"
      >
        {() => 'never'}
      </TourLoaded>,
    );
    expect(screen.getByText('This city does not exist')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to tourism' }).getAttribute('href')).toBe(
      '/tour/index',
    );
    unmount();

    let retried = 0;
    render(
      <TourLoaded
        item={{
          ...base,
          status: 'failed',
          error: new ApiError({ code: 1, message: 'Server is resting' }, 500),
          notFound: false,
          reload: () => (retried += 1),
        }}
        notFound="This city does not exist"
      >
        {() => 'never'}
      </TourLoaded>,
    );
    expect(screen.queryByText('This city does not exist')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: /retry/i }));
    expect(retried).toBe(1);
  });
});
