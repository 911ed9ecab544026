import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/test/render';
import { MediaPicker, storedMedia, type PickedMedia } from './media-picker';

/** A listing's picker (photos ordered among themselves, the video last) holding three photos and a video. */
function Listing({ onChange }: { onChange?(items: PickedMedia<null>[]): void }) {
  const [items, setItems] = useState<PickedMedia<null>[]>([
    ...['a', 'b', 'c'].map((name, i) => storedMedia(i + 1, 'image', `/media/${name}-960.webp`, null)),
    storedMedia(9, 'video', '/media/tour.mp4', null),
  ]);
  return (
    <MediaPicker
      owner="listing"
      items={items}
      onItemsChange={(next) => {
        setItems(next);
        onChange?.(next);
      }}
      newExtra={null}
      orderable="images"
      label="Photos"
      inputId="photos"
    />
  );
}

const sources = (list: HTMLElement) =>
  within(list)
    .getAllByRole('img')
    .map((img) => img.getAttribute('src'));

describe('media picker order', () => {
  it('moves the focused photo by keyboard, keeps focus on it and announces its place', async () => {
    renderWithProviders(<Listing />, { locale: 'en' });
    const list = screen.getByRole('list', { name: 'Photos' });
    expect(sources(list)).toEqual(['/media/a-960.webp', '/media/b-960.webp', '/media/c-960.webp']);

    // Tab to the second photo's "later" button and press Enter, then Space.
    within(list).getByRole('button', { name: 'Move item 2 later' }).focus();
    await userEvent.keyboard('{Enter}');
    expect(sources(list)).toEqual(['/media/a-960.webp', '/media/c-960.webp', '/media/b-960.webp']);
    // Now last: "later" is disabled, so focus moved to its "earlier" button, on the same photo.
    expect(document.activeElement).toBe(within(list).getByRole('button', { name: 'Move item 3 earlier' }));
    expect(screen.getByRole('status')).toHaveTextContent('Moved to position 3 of 3.');
    await userEvent.keyboard(' ');
    expect(sources(list)).toEqual(['/media/a-960.webp', '/media/b-960.webp', '/media/c-960.webp']);
    expect(document.activeElement).toBe(within(list).getByRole('button', { name: 'Move item 2 earlier' }));
    expect(screen.getByRole('status')).toHaveTextContent('Moved to position 2 of 3.');

    // The video keeps its own place: no order controls, never moved among the photos.
    const video = within(list).getAllByRole('listitem')[3]!;
    expect(within(video).queryByRole('button', { name: /Move|Make cover/ })).not.toBeInTheDocument();
    expect(within(list).getByRole('button', { name: 'Move item 3 later' })).toBeDisabled();
  });

  it('makes a photo the cover: it moves first, wears the badge, and focus stays on it', async () => {
    const seen: PickedMedia<null>[][] = [];
    renderWithProviders(<Listing onChange={(items) => seen.push(items)} />, { locale: 'en' });
    const list = screen.getByRole('list', { name: 'Photos' });
    const entries = () => within(list).getAllByRole('listitem');
    // The first photo is the cover: it has the badge and no button.
    expect(within(entries()[0]!).getByText('Cover')).toBeInTheDocument();
    expect(within(entries()[0]!).queryByRole('button', { name: /Make cover/ })).not.toBeInTheDocument();

    await userEvent.click(within(list).getByRole('button', { name: 'Make cover: Photo 3' }));
    expect(sources(list)).toEqual(['/media/c-960.webp', '/media/a-960.webp', '/media/b-960.webp']);
    expect(seen.at(-1)!.map((i) => i.id)).toEqual([3, 1, 2, 9]);
    expect(within(entries()[0]!).getByText('Cover')).toBeInTheDocument();
    expect(within(entries()[1]!).queryByText('Cover')).not.toBeInTheDocument();
    expect(document.activeElement).toBe(within(list).getByRole('button', { name: 'Move item 1 later' }));
    expect(screen.getByRole('status')).toHaveTextContent('This photo is now the cover.');
  });

  it('speaks Arabic: buttons named in Arabic, positions as written here', async () => {
    renderWithProviders(<Listing />, { locale: 'ar' });
    const list = screen.getByRole('list', { name: 'Photos' });
    await userEvent.click(within(list).getByRole('button', { name: 'اجعلها صورة الغلاف: الصورة 2' }));
    expect(sources(list)).toEqual(['/media/b-960.webp', '/media/a-960.webp', '/media/c-960.webp']);
    expect(within(list).getAllByText('صورة الغلاف')).toHaveLength(1);
    within(list).getByRole('button', { name: 'تأخير العنصر 2' }).focus();
    await userEvent.keyboard('{Enter}');
    expect(screen.getByRole('status')).toHaveTextContent('نُقل العنصر إلى الموضع 3 من 3.');
  });

  it('moves a photo by dragging it onto another', () => {
    renderWithProviders(<Listing />, { locale: 'en' });
    const list = screen.getByRole('list', { name: 'Photos' });
    const [first, , third] = within(list).getAllByRole('listitem');
    const dataTransfer = { effectAllowed: '', setData: () => {} };
    fireEvent.dragStart(first!, { dataTransfer });
    fireEvent.dragOver(third!, { dataTransfer });
    fireEvent.drop(third!, { dataTransfer });
    expect(sources(list)).toEqual(['/media/b-960.webp', '/media/c-960.webp', '/media/a-960.webp']);
  });
});
