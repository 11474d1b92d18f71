import { type ButtonHTMLAttributes, type ReactNode, forwardRef } from 'react'
import { Spinner } from './Spinner'

export type ButtonVariant = 'primary' | 'secondary' | 'danger' | 'ghost' | 'link'
export type ButtonSize = 'sm' | 'md' | 'lg'

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant
  size?: ButtonSize
  /** Stretch to the container's width (the main action of a card or dialog). */
  fullWidth?: boolean
  /** Waiting for something (the wallet, a transaction): disabled, announced as busy, with a spinner. */
  busy?: boolean
  children: ReactNode
}

const variants: Record<ButtonVariant, string> = {
  primary:
    'bg-brand text-white hover:bg-brand-dark disabled:bg-slate-200 disabled:text-slate-600 dark:disabled:bg-slate-800 dark:disabled:text-slate-300',
  secondary: 'bg-brand/10 text-brand-dark hover:bg-brand/20 disabled:opacity-60 dark:text-sky-300',
  danger:
    'bg-red-700 text-white hover:bg-red-800 disabled:bg-slate-200 disabled:text-slate-600 dark:disabled:bg-slate-800 dark:disabled:text-slate-300',
  ghost:
    'bg-white text-slate-900 hover:bg-slate-100 disabled:opacity-60 dark:bg-slate-800 dark:text-slate-100 dark:hover:bg-slate-700',
  link: 'text-brand-dark underline-offset-2 hover:underline disabled:opacity-60 dark:text-sky-300',
}

const sizes: Record<ButtonSize, string> = {
  sm: 'rounded-xl px-3 py-2 text-sm',
  md: 'rounded-2xl px-4 py-3 text-base',
  lg: 'rounded-2xl px-4 py-4 text-lg',
}

/**
 * The app's one button: a real `<button>` (type "button" by default) with the variants and sizes, a visible focus ring
 * and a busy state that cannot be clicked again.
 */
export const Button = forwardRef<HTMLButtonElement, ButtonProps>(function Button(
  {
    variant = 'primary',
    size = 'md',
    fullWidth = false,
    busy = false,
    disabled,
    className,
    children,
    type = 'button',
    ...rest
  },
  ref,
) {
  const shape = variant === 'link' ? 'text-sm' : sizes[size]
  return (
    <button
      ref={ref}
      type={type}
      disabled={disabled || busy}
      aria-busy={busy || undefined}
      className={[
        'inline-flex items-center justify-center gap-2 font-semibold transition-colors focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand disabled:cursor-not-allowed',
        shape,
        variants[variant],
        fullWidth ? 'w-full' : '',
        className ?? '',
      ].join(' ')}
      {...rest}
    >
      {busy ? <Spinner size="sm" variant="current" /> : null}
      {children}
    </button>
  )
})
