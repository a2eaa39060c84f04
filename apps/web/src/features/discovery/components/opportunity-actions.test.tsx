import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { useWorkflow, WorkflowProvider } from '@/features/workflow';
import { toClientOpportunity } from '../lib/client-opportunity';
import { SelectMarketButton } from './opportunity-actions';

afterEach(() => {
  cleanup();
  localStorage.clear();
});

const market = toClientOpportunity({ id: 'roofing~5586437', vertical: 'Roofing', payout: 150 });

function Stage() {
  const { state } = useWorkflow();
  return (
    <p>
      stage {state.currentStage}, done {state.completedStages.join(',')}
    </p>
  );
}

describe('Select this market', () => {
  it('completes workflow stage 1 with the market and moves to stage 2 (/generation)', async () => {
    const router = createMemoryRouter(
      [
        {
          element: (
            <WorkflowProvider>
              <Outlet />
            </WorkflowProvider>
          ),
          children: [
            { path: '/discovery', element: <SelectMarketButton opportunity={market} /> },
            { path: '/generation', element: <Stage /> },
          ],
        },
      ],
      { initialEntries: ['/discovery'] },
    );
    render(
      <QueryClientProvider client={new QueryClient()}>
        <RouterProvider router={router} />
      </QueryClientProvider>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Select this market' }));
    expect(await screen.findByText('stage 2, done 1')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/generation');
  });
});
