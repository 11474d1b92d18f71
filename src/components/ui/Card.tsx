import type { HTMLAttributes } from 'react'

export type CardVariant = 'outline' | 'raised'
export type CardPadding = 3 | 4 | 5 | 6

export interface CardProps extends HTMLAttributes<HTMLElement> {
  /** The element: a landmark (`main`, `section` with a label), a list item, a description list, or a plain `div`. */
  as?: 'div' | 'section' | 'article' | 'main' | 'li' | 'dl'
  /** 'outline' for a card inside a screen, 'raised' for the screen's own panel. */
  variant?: CardVariant
  padding?: CardPadding
}

const variants: Record<CardVariant, string> = {
  outline: 'rounded-2xl border border-slate-200 dark:border-slate-700',
  raised: 'rounded-3xl bg-white shadow dark:bg-slate-900',
}

// Whole class names, so that Tailwind finds them in the source.
const paddings: Record<CardPadding, string> = { 3: 'p-3', 4: 'p-4', 5: 'p-5', 6: 'p-6' }

/** The app's card shell; `className` adds layout (width, flex, gap, margins), not another border or padding. */
export function Card({ as: Element = 'div', variant = 'outline', padding = 4, className, ...rest }: CardProps) {
  const classes = [variants[variant], paddings[padding], className].filter(Boolean).join(' ')
  return <Element className={classes} {...rest} />
}
