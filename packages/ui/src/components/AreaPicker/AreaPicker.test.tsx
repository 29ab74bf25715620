import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderKit } from '../../internal/test-utils';
import { AreaPicker, areaOptions, pickArea, type AreaNode } from './AreaPicker';

const tree: AreaNode[] = [
  {
    name: 'A',
    children: [{ name: 'A1', children: [{ name: 'A1x' }, { name: 'A1y' }] }, { name: 'A2' }],
  },
  { name: 'B', children: [{ name: 'B1', children: [{ name: 'B1x' }] }] },
];

describe('area rules', () => {
  it('offers the children of the chosen parent', () => {
    expect(areaOptions(tree, [], 0).map((n) => n.name)).toEqual(['A', 'B']);
    expect(areaOptions(tree, ['A'], 1).map((n) => n.name)).toEqual(['A1', 'A2']);
    expect(areaOptions(tree, ['A', 'A1'], 2).map((n) => n.name)).toEqual(['A1x', 'A1y']);
    expect(areaOptions(tree, [], 1)).toEqual([]);
  });

  it('resets lower levels when a higher one changes', () => {
    expect(pickArea(['A', 'A1', 'A1x'], 0, 'B')).toEqual(['B']);
    expect(pickArea(['A', 'A1', 'A1x'], 1, 'A2')).toEqual(['A', 'A2']);
    expect(pickArea(['A', 'A1'], 2, 'A1y')).toEqual(['A', 'A1', 'A1y']);
    expect(pickArea(['A', 'A1', 'A1x'], 1, '')).toEqual(['A']);
  });
});

describe('AreaPicker', () => {
  it('shows three levels by default with lower ones disabled until chosen', () => {
    renderKit(<AreaPicker label="Area" tree={tree} value={[]} onChange={() => {}} />);
    expect(screen.getByLabelText('Province')).toBeEnabled();
    expect(screen.getByLabelText('City')).toBeDisabled();
    expect(screen.getByLabelText('District')).toBeDisabled();
  });

  it('shows only the requested number of levels', () => {
    renderKit(<AreaPicker label="Area" tree={tree} value={[]} levels={1} onChange={() => {}} />);
    expect(screen.getAllByRole('combobox')).toHaveLength(1);
  });

  it('reports a province pick that clears city and district', async () => {
    const onChange = vi.fn();
    renderKit(
      <AreaPicker label="Area" tree={tree} value={['A', 'A1', 'A1x']} onChange={onChange} />,
    );
    await userEvent.selectOptions(screen.getByLabelText('Province'), 'B');
    expect(onChange).toHaveBeenCalledWith(['B']);
  });

  it('names the levels in the app locale', () => {
    renderKit(<AreaPicker label="Area" tree={tree} value={[]} onChange={() => {}} />, {
      locale: 'zh-Hans',
    });
    expect(screen.getByLabelText('省份')).toBeInTheDocument();
  });
});
