import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { RootLayout } from './layouts/RootLayout';
import { RequireAuth } from './RequireAuth';

/** The specification's route table; each page is its own lazily loaded chunk. */
export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    children: [
      { path: '/', lazy: async () => ({ Component: (await import('@/features/home/HomePage')).HomePage }) },
      { path: '/finance', lazy: async () => ({ Component: (await import('@/features/finance/FinancePage')).FinancePage }) },
      { path: '/legal', lazy: async () => ({ Component: (await import('@/features/legal/LegalPage')).LegalPage }) },
      { path: '/realty', lazy: async () => ({ Component: (await import('@/features/realty/pages/RealtyLandingPage')).RealtyLandingPage }) },
      { path: '/realty/buy-sell', lazy: async () => ({ Component: (await import('@/features/realty/pages/BuySellPage')).BuySellPage }) },
      { path: '/realty/rent', lazy: async () => ({ Component: (await import('@/features/realty/pages/RentPage')).RentPage }) },
      {
        path: '/realty/construction',
        lazy: async () => ({ Component: (await import('@/features/construction/ConstructionPage')).ConstructionPage }),
      },
      {
        path: '/realty/property/:id',
        lazy: async () => ({ Component: (await import('@/features/realty/pages/PropertyPage')).PropertyPage }),
      },
      {
        path: '/realty/completed-projects',
        lazy: async () => ({ Component: (await import('@/features/construction/CompletedProjectsPage')).CompletedProjectsPage }),
      },
      {
        path: '/realty/completed-projects/:id',
        lazy: async () => ({ Component: (await import('@/features/construction/CompletedProjectDetailPage')).CompletedProjectDetailPage }),
      },
      { path: '/auth/login', lazy: async () => ({ Component: (await import('@/features/auth/pages/LoginPage')).LoginPage }) },
      { path: '/auth/register', lazy: async () => ({ Component: (await import('@/features/auth/pages/RegisterPage')).RegisterPage }) },
      {
        path: '/dashboard',
        lazy: async () => {
          const [{ DashboardPage }, { SavedProperties }] = await Promise.all([
            import('@/features/dashboard/DashboardPage'),
            import('@/features/realty/components/SavedProperties'),
          ]);
          return {
            Component: () => (
              <RequireAuth>
                <DashboardPage>
                  <SavedProperties />
                </DashboardPage>
              </RequireAuth>
            ),
          };
        },
      },
      // Any unknown path redirects to the home page (specification §2).
      { path: '*', element: <Navigate to="/" replace /> },
    ],
  },
];

export const createRouter = () => createBrowserRouter(routes);
