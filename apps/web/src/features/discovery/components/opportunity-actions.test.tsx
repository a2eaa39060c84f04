import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useWorkflow, WorkflowProvider } from '@/features/workflow';
import { toClientOpportunity } from '../lib/client-opportunity';
import { SelectMarketButton } from './opportunity-actions';
import { OpportunityList } from './opportunity-list';

afterEach(() => {
  cleanup();
  localStorage.clear();
});

const market = toClientOpportunity({
  id: 'roofing~5586437',
  vertical: 'Roofing',
  payout: 150,
  location: { city: 'Boise', state: 'ID', county: null, placeId: '5586437' },
});

function Stage() {
  const { state } = useWorkflow();
  return (
    <p>
      stage {state.currentStage}, done {state.completedStages.join(',')}
    </p>
  );
}

function renderAt(discovery: ReactNode) {
  const router = createMemoryRouter(
    [
      {
        element: (
          <WorkflowProvider>
            <Outlet />
          </WorkflowProvider>
        ),
        children: [
          { path: '/discovery', element: discovery },
          { path: '/generation', element: <Stage /> },
          { path: '/opportunity/:id/details', element: <p>details</p> },
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
  return router;
}

describe('a discovery row', () => {
  it('has a Select button that does what the panel’s Select this market does', async () => {
    const router = renderAt(<OpportunityList label="Opportunities" items={[market]} savedIds={new Set()} />);
    fireEvent.click(screen.getByRole('button', { name: 'Select Roofing in Boise, ID' }));
    expect(await screen.findByText('stage 2, done 1')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/generation');
    const saved = JSON.parse(localStorage.getItem('workflowState') ?? '{}');
    expect(saved.selectedOpportunity.id).toBe('roofing~5586437');
  });

  it('still opens the details panel in one click, on the name or anywhere on the row but its buttons', () => {
    const onInspect = vi.fn();
    renderAt(
      <OpportunityList label="Opportunities" items={[market]} savedIds={new Set()} onInspect={onInspect} />,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Inspect Roofing in Boise, ID' }));
    expect(onInspect).toHaveBeenCalledTimes(1);
    fireEvent.click(screen.getByText('Boise, ID'));
    expect(onInspect).toHaveBeenCalledTimes(2);
    fireEvent.click(screen.getByRole('link', { name: 'View details' }));
    expect(onInspect).toHaveBeenCalledTimes(2);
  });
});

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
