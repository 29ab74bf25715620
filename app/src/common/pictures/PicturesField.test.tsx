import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { beforeAll, describe, expect, it } from 'vitest';
import { FileTooLargeError, UploadError } from '@citylife/api-client';
import { alerts } from '../../stores/alerts';
import { initI18n } from '../../i18n/i18n';
import type * as Field from './PicturesField';

let PicturesField: typeof Field.PicturesField;

beforeAll(async () => {
  await initI18n('en');
  ({ PicturesField } = await import('./PicturesField'));
});

const png = (name: string) =>
  new File([new Uint8Array([137, 80, 78, 71])], name, { type: 'image/png' });

/** The field in a form that keeps its pictures, with an upload that answers as told. */
function Form({ upload, max = 2 }: { upload: Field.UploadPicture; max?: number }) {
  const [pictures, setPictures] = useState<string[]>([]);
  return (
    <PicturesField
      label="Pictures"
      pictures={pictures}
      onChange={setPictures}
      upload={upload}
      max={max}
    />
  );
}

describe('the pictures of a form', () => {
  it('uploads each chosen picture, shows it, removes it, and stops at the maximum', async () => {
    let sent = 0;
    const upload: Field.UploadPicture = async (_file, onProgress) => {
      onProgress(50);
      sent += 1;
      return { url: `/uploads/${sent}.png` };
    };
    render(<Form upload={upload} />);
    const picker = screen.getByLabelText('Add a picture');
    await userEvent.upload(picker, png('a.png'));
    expect(await screen.findByRole('img', { name: 'Picture 1' })).toHaveProperty(
      'src',
      expect.stringContaining('/uploads/1.png'),
    );
    await userEvent.upload(picker, png('b.png'));
    await screen.findByRole('img', { name: 'Picture 2' });
    expect(picker).toHaveProperty('disabled', true);
    expect(
      screen.getByText('Up to 2 pictures; larger ones are reduced before sending.'),
    ).toBeTruthy();

    await userEvent.click(screen.getByRole('button', { name: 'Remove picture 1' }));
    expect(screen.queryByRole('img', { name: 'Picture 2' })).toBeNull();
    expect(screen.getByRole('img', { name: 'Picture 1' })).toHaveProperty(
      'src',
      expect.stringContaining('/uploads/2.png'),
    );
    expect(picker).toHaveProperty('disabled', false);
  });

  it("says why a picture failed, in the server's words when it gave them", async () => {
    const upload: Field.UploadPicture = () =>
      Promise.reject(new UploadError(413, 'The file is larger than 2MB'));
    render(<Form upload={upload} />);
    await userEvent.upload(screen.getByLabelText('Add a picture'), png('big.png'));
    expect(await screen.findByText('The file is larger than 2MB')).toBeTruthy();
    expect(screen.queryByRole('img', { name: 'Picture 1' })).toBeNull();
  });

  it.each([
    [
      'a file over the limit after shrinking',
      new FileTooLargeError(2 * 1024 * 1024),
      'File size should be less than 2MB',
    ],
    ['a failure without words', new UploadError(503, undefined), 'upload failed, please retry'],
    ['a failure of another kind', new Error('boom'), 'upload failed, please retry'],
  ])('says so of %s', async (_case, failure, text) => {
    render(<Form upload={() => Promise.reject(failure)} />);
    await userEvent.upload(screen.getByLabelText('Add a picture'), png('big.png'));
    expect(await screen.findByText(text)).toBeTruthy();
  });

  it('alerts when it shrank a picture over 2 MB, and only then', async () => {
    alerts.queue = [];
    let shrunk = false;
    render(<Form upload={async () => ({ url: '/uploads/1.png', shrunk })} />);
    const picker = screen.getByLabelText('Add a picture');
    await userEvent.upload(picker, png('small.png'));
    await screen.findByRole('img', { name: 'Picture 1' });
    expect(alerts.queue).toEqual([]);
    shrunk = true;
    await userEvent.upload(picker, png('large.png'));
    await screen.findByRole('img', { name: 'Picture 2' });
    expect(alerts.queue.map((alert) => alert.message)).toEqual(['pictures.shrunk']);
  });
});
