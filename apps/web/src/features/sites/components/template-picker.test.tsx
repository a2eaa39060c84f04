import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TemplatePicker } from './template-picker';

afterEach(cleanup);

describe('TemplatePicker', () => {
  it('shows each template as rendered by the server: a lazy, sandboxed, scaled frame per card', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const onChange = vi.fn();
    render(<TemplatePicker value="classic" onChange={onChange} />);
    const frames = screen.getAllByTitle(/template sample$/) as HTMLIFrameElement[];
    expect(frames.map((f) => f.getAttribute('src'))).toEqual([
      '/api/sites/templates/classic/preview',
      '/api/sites/templates/bold/preview',
      '/api/sites/templates/minimal/preview',
    ]);
    for (const f of frames) {
      expect(f.getAttribute('sandbox')).toBe('');
      expect(f.getAttribute('loading')).toBe('lazy');
      expect(f.tabIndex).toBe(-1);
      expect(f.style.transform).toBe('scale(0.25)');
      expect(f.closest('[aria-hidden="true"]')).toBeTruthy();
    }
    // The radios keep their names and choose as before.
    fireEvent.click(screen.getByRole('radio', { name: /Bold/ }));
    expect(onChange).toHaveBeenCalledWith('bold');
    vi.restoreAllMocks();
  });
});
