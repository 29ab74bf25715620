import { act, render, screen, waitFor } from '@testing-library/react';
import type { ComponentProps, ComponentType } from 'react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import i18next from 'i18next';
import { useApiData } from '../../api/useApiData';
import { initI18n } from '../../i18n/i18n';
import type { Banner } from './api';
import type * as Slider from './BannerSlider';

// Banner captions are text over the picture (the pictures carry no words), in the language
// the server answered; data reloads when the visitor switches language.

type Strip = ComponentType<ComponentProps<typeof Slider.BannerSlider>>;
let BannerSlider: Strip;
let SaleStrip: Strip;

beforeAll(async () => {
  await initI18n('zh-Hans');
  // The feature registers its messages as it loads: after i18next has started.
  ({ BannerSlider, SaleStrip } = await import('./BannerSlider'));
});

afterEach(async () => {
  await i18next.changeLanguage('zh-Hans');
});

const banners: Banner[] = [
  { id: 1, group: 'indexslider', title: 'Өдөр бүр шинэ ногоо', img: '/a.svg', url: '/item/1' },
  { id: 2, group: 'indexslider', title: 'Аялалын бүсийн газрын зураг', img: '/b.svg' },
];

describe('banner captions', () => {
  it('write each title as text over its picture, the link named by it', () => {
    render(<BannerSlider banners={banners} />);
    expect(screen.getByRole('link', { name: 'Өдөр бүр шинэ ногоо' })).toHaveAttribute(
      'href',
      '/item/1',
    );
    expect(screen.getByText('Аялалын бүсийн газрын зураг')).toBeInTheDocument();
    // The pictures are decoration beside their captions, and keep their size while loading.
    const pictures = document.querySelectorAll('img');
    expect([...pictures].map((img) => img.getAttribute('alt'))).toEqual(['', '']);
    expect(pictures[0]).toHaveAttribute('width', '750');
    expect(pictures[0]).toHaveAttribute('height', '400');
  });

  it('write the sale strip titles too, and nothing for a banner without a title', () => {
    render(
      <SaleStrip
        banners={[
          { id: 4, group: 'homesale', title: "This week's offers", img: '/c.svg', url: '/x' },
          { id: 5, group: 'homesale', title: '', img: '/d.svg' },
        ]}
      />,
    );
    expect(screen.getByRole('link', { name: "This week's offers" })).toBeInTheDocument();
    expect(document.querySelectorAll('img')).toHaveLength(2);
  });
});

describe('useApiData', () => {
  it('loads again in a new interface language', async () => {
    const calls: string[] = [];
    function Probe() {
      const data = useApiData('probe', () => {
        calls.push(i18next.language);
        return Promise.resolve(`answer in ${i18next.language}`);
      });
      return <p>{data.data ?? 'loading'}</p>;
    }
    render(<Probe />);
    expect(await screen.findByText('answer in zh-Hans')).toBeInTheDocument();
    await act(() => i18next.changeLanguage('mn'));
    await waitFor(() => expect(screen.getByText('answer in mn')).toBeInTheDocument());
    expect(calls).toEqual(['zh-Hans', 'mn']);
  });
});
