import { act, fireEvent, render, renderHook, screen } from '@testing-library/react'
import { useState } from 'react'
import { afterEach, describe, expect, it } from 'vitest'
import { Pager } from './Pager.js'
import { clampPage, readPageQuery, sortRows, tableSortStorageKey, useTableSort } from './tableSort.js'

afterEach(() => localStorage.clear())

function Paged() {
  const [page, setPage] = useState(1)
  return <Pager page={page} pageCount={3} onPage={setPage} label="Pages" />
}

describe('table sort (docs/behaviour/app-shell.md#tables)', () => {
  const rows = [
    { name: 'b', amount: 10n },
    { name: 'a10', amount: 2n },
    { name: 'a9', amount: 10n },
  ]
  const values = {
    name: (r: (typeof rows)[number]) => r.name,
    amount: (r: (typeof rows)[number]) => r.amount,
  }

  it('orders by the chosen column and direction, numbers in names numerically, ties kept in place', () => {
    expect(sortRows(rows, { sortBy: 'name', sortDir: 'asc' }, values).map((r) => r.name)).toEqual([
      'a9',
      'a10',
      'b',
    ])
    expect(sortRows(rows, { sortBy: 'amount', sortDir: 'desc' }, values).map((r) => r.name)).toEqual([
      'b',
      'a9',
      'a10',
    ])
  })

  it('stores each choice per table code and restores it; a stored unknown column is ignored', () => {
    const first = renderHook(() => useTableSort('t1', ['name', 'amount'], { sortBy: 'name', sortDir: 'asc' }))
    act(() => first.result.current.toggle('amount'))
    expect(first.result.current.sort).toEqual({ sortBy: 'amount', sortDir: 'asc' })
    act(() => first.result.current.toggle('amount'))
    expect(JSON.parse(localStorage.getItem(tableSortStorageKey('t1')) ?? '')).toEqual({
      sortBy: 'amount',
      sortDir: 'desc',
    })
    const again = renderHook(() => useTableSort('t1', ['name', 'amount'], { sortBy: 'name', sortDir: 'asc' }))
    expect(again.result.current.sort).toEqual({ sortBy: 'amount', sortDir: 'desc' })
    const other = renderHook(() => useTableSort('t2', ['name'], { sortBy: 'name', sortDir: 'asc' }))
    expect(other.result.current.sort).toEqual({ sortBy: 'name', sortDir: 'asc' })
    localStorage.setItem(tableSortStorageKey('t3'), '{"sortBy":"gone","sortDir":"asc"}')
    const stale = renderHook(() => useTableSort('t3', ['name'], { sortBy: 'name', sortDir: 'desc' }))
    expect(stale.result.current.sort).toEqual({ sortBy: 'name', sortDir: 'desc' })
  })
})

describe('pages', () => {
  it('clamps a page between 1 and the page count', () => {
    expect(clampPage(0, 3)).toBe(1)
    expect(clampPage(4, 3)).toBe(3)
    expect(clampPage(2, 3)).toBe(2)
    expect(clampPage(5, 0)).toBe(1)
    expect(clampPage(Number.NaN, 3)).toBe(1)
  })

  it('goes first, previous, next and last, never past either end', () => {
    render(<Paged />)
    const button = (name: string) => screen.getByRole('button', { name }) as HTMLButtonElement
    expect(screen.getByText('Page 1 of 3')).toBeTruthy()
    expect(button('First').disabled && button('Previous').disabled).toBe(true)
    fireEvent.click(button('Next'))
    expect(screen.getByText('Page 2 of 3')).toBeTruthy()
    fireEvent.click(button('Last'))
    expect(screen.getByText('Page 3 of 3')).toBeTruthy()
    expect(button('Next').disabled && button('Last').disabled).toBe(true)
    fireEvent.click(button('Previous'))
    expect(screen.getByText('Page 2 of 3')).toBeTruthy()
    fireEvent.click(button('First'))
    expect(screen.getByText('Page 1 of 3')).toBeTruthy()
  })

  it("reads the page and the page size from the URL's query, ignoring what is not a whole number in range", () => {
    const read = (query: string) => readPageQuery(new URLSearchParams(query), 20)
    expect(read('')).toEqual({ page: 1, pageSize: 20 })
    expect(read('page=3&pageSize=5')).toEqual({ page: 3, pageSize: 5 })
    expect(read('page=0&pageSize=0')).toEqual({ page: 1, pageSize: 20 })
    expect(read('page=-2&pageSize=101')).toEqual({ page: 1, pageSize: 20 })
    expect(read('page=2.5&pageSize=abc')).toEqual({ page: 1, pageSize: 20 })
    expect(read('pageSize=100')).toEqual({ page: 1, pageSize: 100 })
  })
})
