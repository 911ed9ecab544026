import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/test/render';
import { RouteError } from './route-error';

function Broken(): never {
  throw new Error('render failed');
}

/** A 503 route error as the server's hydration data carries it (the database could not give the page its data). */
function Unavailable(): never {
  throw { status: 503, statusText: 'Service Unavailable', internal: false, data: null };
}

describe('RouteError', () => {
  afterEach(() => vi.restoreAllMocks());

  it.each([
    ['ar', 'حدث خطأ ما', 'أعد تحميل الصفحة', 'اذهب إلى الصفحة الرئيسية', '/'],
    ['en', 'Something went wrong', 'Reload the page', 'Go to the home page', '/en'],
  ] as const)('explains a page that failed to render, in %s, with a reload and a way home', async (locale, title, reload, home, href) => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    renderWithProviders(<Broken />, { locale, path: '/broken', routePath: '/broken', errorBoundary: RouteError });
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: title })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: reload })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: home })).toHaveAttribute('href', href);
  });

  it.each([
    ['ar', 'نعود بعد لحظات', 'يرجى المحاولة مرة أخرى بعد قليل'],
    ['en', 'Back in a moment', 'Please try again shortly'],
  ] as const)('says "try again shortly" for a 503 (the database away), in %s', async (locale, title, text) => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    renderWithProviders(<Unavailable />, { locale, path: '/broken', routePath: '/broken', errorBoundary: RouteError });
    expect(await screen.findByRole('heading', { name: title })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(text);
    expect(screen.queryByText(/Something went wrong|حدث خطأ ما/)).not.toBeInTheDocument();
  });
});
