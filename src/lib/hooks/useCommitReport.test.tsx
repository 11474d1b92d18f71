// @vitest-environment jsdom
import { act, render } from '@testing-library/react'
import { useLayoutEffect, useState } from 'react'
import { describe, expect, it } from 'vitest'
import { useCommitReport } from './useCommitReport'

/** A parent's layout effect runs after its children's and before any passive effect, so it tells which one reported. */
function setup(showAtMount = false) {
  const reports: { value: number; phase: 'commit' | 'passive' }[] = []
  let layoutDone = false
  let setValue: (value: number) => void = () => undefined
  function Child({ value }: { value: number }) {
    useCommitReport(
      value,
      (reported: number) => reports.push({ value: reported, phase: layoutDone ? 'passive' : 'commit' }),
      showAtMount,
    )
    return null
  }
  function Parent() {
    const [value, set] = useState(1)
    setValue = set
    layoutDone = false
    useLayoutEffect(() => {
      layoutDone = true
    })
    return <Child value={value} />
  }
  return { reports, render: () => render(<Parent />), change: (value: number) => act(() => setValue(value)) }
}

describe('useCommitReport', () => {
  it('reports the mount from a passive effect, once', () => {
    const { reports, render } = setup()
    render()
    expect(reports).toEqual([{ value: 1, phase: 'passive' }])
  })

  it('reports each later change from the commit that rendered it', () => {
    const { reports, render, change } = setup()
    render()
    change(2)
    change(3)
    expect(reports.slice(1)).toEqual([
      { value: 2, phase: 'commit' },
      { value: 3, phase: 'commit' },
    ])
  })

  it('with something to show at once, reports the mount from its commit, once, and later changes from theirs', () => {
    const { reports, render, change } = setup(true)
    render()
    change(2)
    expect(reports).toEqual([
      { value: 1, phase: 'commit' },
      { value: 2, phase: 'commit' },
    ])
  })
})
