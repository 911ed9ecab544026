import { DirectionProvider } from '@radix-ui/react-direction';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { Tabs } from './tabs';

function Example({ dir }: { dir: 'rtl' | 'ltr' }) {
  const [value, setValue] = useState<'all' | 'active' | 'pending'>('all');
  return (
    <DirectionProvider dir={dir}>
      <Tabs
        label="Listings"
        value={value}
        onChange={setValue}
        items={[
          { key: 'all', label: 'All', count: 3 },
          { key: 'active', label: 'Active', count: 2 },
          { key: 'pending', label: 'Pending', count: 1 },
        ]}
      >
        <p>panel {value}</p>
      </Tabs>
    </DirectionProvider>
  );
}

describe('Tabs', () => {
  it('selects on click and labels the panel by the selected tab', async () => {
    render(<Example dir="ltr" />);
    await userEvent.click(screen.getByRole('tab', { name: /Active/ }));
    expect(screen.getByRole('tab', { name: /Active/ })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel', { name: /Active/ })).toHaveTextContent('panel active');
  });

  it('moves with the arrow keys along the reading direction', async () => {
    render(<Example dir="rtl" />);
    screen.getByRole('tab', { name: /All/ }).focus();
    await userEvent.keyboard('{ArrowLeft}');
    expect(screen.getByRole('tab', { name: /Active/ })).toHaveFocus();
    expect(screen.getByText('panel active')).toBeInTheDocument();
    await userEvent.keyboard('{ArrowRight}{ArrowRight}');
    expect(screen.getByRole('tab', { name: /Pending/ })).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{Home}');
    expect(screen.getByText('panel all')).toBeInTheDocument();
  });
});
