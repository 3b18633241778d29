import { useParams } from 'react-router'
import { SubSectorPage } from '../../features/sectors/components/sub-sector-page'

export { RouteError as ErrorBoundary } from '../route-error'

/** `/sectors/:sub_sector`: one IDX sub-sector's report. */
export function Component() {
  const { sub_sector: slug = '' } = useParams()
  return <SubSectorPage key={slug} slug={slug} />
}
