import type { UseQueryOptions } from '@tanstack/react-query'

/** TanStack options a hook's caller may override (everything but the key and the function). */
export type QueryOptions<TData> = Omit<UseQueryOptions<TData, Error, TData>, 'queryKey' | 'queryFn'>
