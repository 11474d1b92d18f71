import type { HTMLAttributes } from 'react'

export interface ErrorTextProps extends HTMLAttributes<HTMLElement> {
  /** `span` inside a line, `div` around more than a paragraph's content. */
  as?: 'p' | 'span' | 'div'
}

/**
 * An error in words, in the error colour. No role of its own: the caller says whether it is an alert or plain text
 * inside something that already announces it.
 */
export function ErrorText({ as: Element = 'p', className, ...rest }: ErrorTextProps) {
  const classes = className ? `text-red-700 dark:text-red-300 ${className}` : 'text-red-700 dark:text-red-300'
  return <Element className={classes} {...rest} />
}
