import type { ComponentProps } from 'react';
import { Link as RouterLink, Navigate as RouterNavigate, NavLink as RouterNavLink } from 'react-router';
import { useLocalePath } from '@/lib/navigation';

// React Router's Link, NavLink and Navigate, taking plain paths (lib/paths.ts) and keeping the current
// language. Lint forbids the originals elsewhere, so no link can drop an English reader into Arabic.

export function Link({ to, ...props }: ComponentProps<typeof RouterLink>) {
  return <RouterLink to={useLocalePath()(to)} {...props} />;
}

export function NavLink({ to, ...props }: ComponentProps<typeof RouterNavLink>) {
  return <RouterNavLink to={useLocalePath()(to)} {...props} />;
}

export function Navigate({ to, ...props }: ComponentProps<typeof RouterNavigate>) {
  return <RouterNavigate to={useLocalePath()(to)} {...props} />;
}
