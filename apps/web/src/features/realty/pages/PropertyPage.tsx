import { PropertySkeleton } from '@/components/ui/skeleton';

export function PropertyPage() {
  return <PropertySkeleton />;
}
