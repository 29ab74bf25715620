import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderKit } from '../../internal/test-utils';
import { acceptsFile, FileUploader } from './FileUploader';

describe('acceptsFile', () => {
  it.each([
    [undefined, 'a.txt', 'text/plain', true],
    ['image/*', 'a.jpg', 'image/jpeg', true],
    ['image/*', 'a.txt', 'text/plain', false],
    ['image/png,.pdf', 'doc.PDF', 'application/pdf', true],
    ['image/png', 'a.jpg', 'image/jpeg', false],
  ])('accept %s, %s (%s) -> %s', (accept, name, type, expected) => {
    expect(acceptsFile(accept, { name, type })).toBe(expected);
  });
});

describe('FileUploader', () => {
  it('hands the chosen file to the app', async () => {
    const onSelect = vi.fn();
    renderKit(<FileUploader status="idle" onSelect={onSelect} accept="image/*" />);
    const file = new File(['x'], 'a.png', { type: 'image/png' });
    await userEvent.upload(screen.getByLabelText('Choose file'), file);
    expect(onSelect).toHaveBeenCalledWith(file);
  });

  it('refuses a non-image for an image uploader with "please choose an image"', async () => {
    const onSelect = vi.fn();
    renderKit(<FileUploader status="idle" onSelect={onSelect} accept="image/*" />);
    const file = new File(['x'], 'a.txt', { type: 'text/plain' });
    await userEvent.upload(screen.getByLabelText('Choose file'), file, { applyAccept: false });
    expect(screen.getByRole('alert')).toHaveTextContent('please choose an image');
    expect(onSelect).not.toHaveBeenCalled();
  });

  it('shows progress from 0 to 100 while uploading and blocks another choice', () => {
    const { rerender } = renderKit(
      <FileUploader status="uploading" progress={0} onSelect={() => {}} />,
    );
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '0');
    rerender(<FileUploader status="uploading" progress={140} onSelect={() => {}} />);
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100');
    expect(screen.getByLabelText('Choose file')).toBeDisabled();
  });

  it('reports completion', () => {
    renderKit(<FileUploader status="done" onSelect={() => {}} />);
    expect(screen.getByRole('status')).toHaveTextContent('Upload complete');
    expect(screen.queryByRole('progressbar')).toBeNull();
  });

  it("reports failure with a retry, or the app's own message", async () => {
    const onRetry = vi.fn();
    const { rerender } = renderKit(
      <FileUploader status="failed" onSelect={() => {}} onRetry={onRetry} />,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('upload failed, please retry');
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(onRetry).toHaveBeenCalledOnce();
    rerender(<FileUploader status="failed" onSelect={() => {}} error="upload failed: too large" />);
    expect(screen.getByRole('alert')).toHaveTextContent('upload failed: too large');
  });
});
