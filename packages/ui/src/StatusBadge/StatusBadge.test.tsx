import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { StatusBadge } from './StatusBadge';

describe('StatusBadge', () => {
  it('shows the label with its tone', () => {
    render(<StatusBadge label="Одобрено" tone="success" />);
    expect(screen.getByText('Одобрено').closest('[data-tone]')).toHaveAttribute(
      'data-tone',
      'success',
    );
  });

  it("shows 'Неизвестно' in neutral for an empty label", () => {
    render(<StatusBadge label="" tone="danger" />);
    expect(screen.getByText('Неизвестно').closest('[data-tone]')).toHaveAttribute(
      'data-tone',
      'neutral',
    );
  });
});
