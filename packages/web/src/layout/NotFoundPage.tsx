import { Link } from 'react-router'

/** Shown for any unknown path. */
export function NotFoundPage() {
  return (
    <section className="card stack" aria-labelledby="not-found-title">
      <h1 id="not-found-title">Page not found</h1>
      <p>The page you are looking for does not exist or has moved.</p>
      <p>
        <Link to="/">Back to the start page</Link>
      </p>
    </section>
  )
}
