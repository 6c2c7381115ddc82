import type { QueryClient } from '@tanstack/react-query';
import { createBrowserRouter } from 'react-router-dom';
import { createRoutes } from './routes.tsx';

export const createAppRouter = (queryClient: QueryClient) => createBrowserRouter(createRoutes(queryClient));
