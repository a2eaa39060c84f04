import type { StageColour } from '@sdp/shared';

export const stageColours: Record<StageColour, { text: string; bg: string; ring: string; bar: string }> = {
  blue: { text: 'text-blue-300', bg: 'bg-blue-500', ring: 'ring-blue-500/50', bar: 'from-blue-500' },
  purple: {
    text: 'text-violet-300',
    bg: 'bg-violet-500',
    ring: 'ring-violet-500/50',
    bar: 'from-violet-500',
  },
  green: {
    text: 'text-emerald-300',
    bg: 'bg-emerald-500',
    ring: 'ring-emerald-500/50',
    bar: 'from-emerald-500',
  },
  orange: {
    text: 'text-orange-300',
    bg: 'bg-orange-500',
    ring: 'ring-orange-500/50',
    bar: 'from-orange-500',
  },
};
