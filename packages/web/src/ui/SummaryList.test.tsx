import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { SummaryList } from './SummaryList.js'

describe('summary list', () => {
  it('shows each label with its value and leaves out the optional lines that are off', () => {
    const { container } = render(
      <SummaryList
        items={[
          { label: 'Send', value: '1.5 FTM' },
          { label: 'To', value: '0xabc', mono: true },
          false,
          undefined,
        ]}
      />,
    )
    expect([...container.querySelectorAll('dt')].map((dt) => dt.textContent)).toEqual(['Send', 'To'])
    expect(screen.getByText('1.5 FTM').className).toBe('')
    expect(screen.getByText('0xabc').className).toBe('mono')
  })
})
