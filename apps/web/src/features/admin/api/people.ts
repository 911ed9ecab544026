import type { AdminUser, AuditEntry, ContactMessage } from '@manara/shared/schemas/admin';
import type { Paginated } from '@manara/shared/schemas/common';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { queryRoots } from '@/lib/query-keys';

export const useAdminUsers = (search: string) =>
  useQuery({
    queryKey: [...queryRoots.admin, 'users', search],
    queryFn: ({ signal }) =>
      api.get<Paginated<AdminUser>>('/admin/users/', { params: { ...(search ? { search } : {}), page_size: 50 }, signal }),
    placeholderData: keepPreviousData,
  });

export function useUpdateUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...change }: { id: number; is_staff?: boolean; is_active?: boolean }) =>
      api.patch<AdminUser>(`/admin/users/${id}/`, change),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: queryRoots.admin }),
  });
}

export const useContactMessages = () =>
  useQuery({
    queryKey: [...queryRoots.admin, 'contact-messages'],
    queryFn: ({ signal }) => api.get<Paginated<ContactMessage>>('/admin/contact-messages/', { params: { page_size: 50 }, signal }),
  });

export function useMarkContactMessage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, read }: { id: number; read: boolean }) => api.patch(`/admin/contact-messages/${id}/`, { read }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: [...queryRoots.admin, 'contact-messages'] }),
  });
}

export const useAuditLog = () =>
  useQuery({
    queryKey: [...queryRoots.admin, 'audit'],
    queryFn: ({ signal }) => api.get<Paginated<AuditEntry>>('/admin/audit-log/', { params: { page_size: 50 }, signal }),
  });
