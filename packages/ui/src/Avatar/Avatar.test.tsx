import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Avatar } from './Avatar';
import { DEFAULT_AVATAR_SRC } from './defaultAvatar';

describe('Avatar', () => {
  it('uses the default image when the photo is missing', () => {
    render(<Avatar src={null} alt="Ivan" />);
    expect(screen.getByRole('img', { name: 'Ivan' })).toHaveAttribute('src', DEFAULT_AVATAR_SRC);
  });

  it('falls back to the default image when the photo fails to load', () => {
    render(<Avatar src="/broken.png" alt="Ivan" />);
    const img = screen.getByRole('img', { name: 'Ivan' });
    expect(img).toHaveAttribute('src', '/broken.png');
    fireEvent.error(img);
    expect(img).toHaveAttribute('src', DEFAULT_AVATAR_SRC);
  });
});
