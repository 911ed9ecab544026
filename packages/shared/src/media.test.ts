import { describe, expect, it } from 'vitest';
import { MAX_VIDEO_BYTES, mediaAccept, mediaFileProblem, mediaKindOfFile, mediaKindOfType, videoExtension } from './media';

describe('media rules', () => {
  it('knows a kind by content type, and by extension only when the browser gives no type', () => {
    expect(mediaKindOfType('image/avif')).toBe('image');
    expect(mediaKindOfType('video/webm')).toBe('video');
    expect(mediaKindOfType('image/heic')).toBeNull();
    expect(mediaKindOfFile({ type: '', name: 'Tour.MOV' })).toBe('video');
    expect(mediaKindOfFile({ type: '', name: 'photo.jpeg' })).toBe('image');
    expect(mediaKindOfFile({ type: 'application/octet-stream', name: 'clip.mp4' })).toBeNull();
    expect(mediaKindOfFile({ type: '', name: 'noextension' })).toBeNull();
    expect(videoExtension('video/quicktime')).toBe('mov');
  });

  it('offers the same types and extensions in every picker', () => {
    expect(mediaAccept('video')).toBe('video/mp4,video/quicktime,video/webm,.mp4,.mov,.webm');
    expect(mediaAccept('image').split(',')).toContain('.jpg');
  });

  it("says why a file cannot be added, by the owner's limits", () => {
    const video = { type: 'video/mp4', name: 'a.mp4', size: 10 };
    expect(mediaFileProblem('listing', video, { images: 0, videos: 0 })).toBeNull();
    expect(mediaFileProblem('listing', video, { images: 0, videos: 1 })).toBe('too_many_videos');
    expect(mediaFileProblem('project', video, { images: 0, videos: 2 })).toBeNull();
    expect(mediaFileProblem('project', video, { images: 0, videos: 3 })).toBe('too_many_videos');
    expect(mediaFileProblem('hero', { ...video, size: MAX_VIDEO_BYTES + 1 }, { images: 0, videos: 0 })).toBe('video_too_large');
    expect(mediaFileProblem('listing', { type: 'image/png', name: 'a.png', size: 1 }, { images: 10, videos: 0 })).toBe('too_many_images');
    expect(mediaFileProblem('listing', { type: 'image/png', name: 'a.png', size: 1 }, { images: 0, videos: 0 }, 'video')).toBe(
      'video_invalid',
    );
    expect(mediaFileProblem('listing', { type: 'video/x-msvideo', name: 'a.avi', size: 1 }, { images: 0, videos: 0 })).toBe(
      'video_invalid',
    );
    expect(mediaFileProblem('listing', { type: 'image/heic', name: 'a.heic', size: 1 }, { images: 0, videos: 0 })).toBe('image_invalid');
  });
});
