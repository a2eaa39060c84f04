import { TrendingUp } from 'lucide-react';
import { cn } from '@/lib/utils';

export function BrandMark({ className, compact = false }: { className?: string; compact?: boolean }) {
  return (
    <span className={cn('inline-flex items-center gap-2 font-bold tracking-tight', className)}>
      <span className="flex size-8 items-center justify-center rounded-lg bg-gradient-to-br from-blue-500 to-violet-500 shadow-lg shadow-blue-500/20">
        <TrendingUp className="size-4 text-white" aria-hidden="true" />
      </span>
      <span className={cn('whitespace-nowrap', compact && 'lg:hidden 2xl:inline')}>
        SEO{' '}
        <span className="bg-gradient-to-r from-blue-400 to-violet-400 bg-clip-text text-transparent">
          Domination
        </span>
      </span>
    </span>
  );
}
