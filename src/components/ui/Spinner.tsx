import type { HTMLAttributes } from 'react'

export type SpinnerSize = 'sm' | 'md' | 'lg'

export interface SpinnerProps extends Omit<HTMLAttributes<HTMLSpanElement>, 'children' | 'role'> {
  /** sm: inside a button, md: beside a line of text, lg: the centre of a waiting view. */
  size?: SpinnerSize
  /** 'current' takes the text colour (a button's label), 'brand' the brand colour. */
  variant?: 'brand' | 'current'
  /** Its name when nothing beside it says what is awaited (it is then a status); without one it is hidden from AT. */
  label?: string
}

const sizes: Record<SpinnerSize, string> = {
  sm: 'h-4 w-4 border-2',
  md: 'h-5 w-5 border-2',
  lg: 'h-10 w-10 border-4',
}

/** A turning ring: work under way. */
export function Spinner({ size = 'md', variant = 'brand', label, className, ...rest }: SpinnerProps) {
  const classes = [
    'inline-block shrink-0 animate-spin rounded-full border-t-transparent',
    sizes[size],
    variant === 'brand' ? 'border-brand' : 'border-current',
    className,
  ]
    .filter(Boolean)
    .join(' ')
  return (
    <span
      role={label ? 'status' : undefined}
      aria-label={label}
      aria-hidden={label ? undefined : true}
      className={classes}
      {...rest}
    />
  )
}
