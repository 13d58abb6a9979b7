// Container of the header's search panel (SPEC 2 "search panel"): searches as the shopper types from 3 characters
// (the search-panel machine); submitting opens /search?q=.
import { useSelector } from '@xstate/react';
import { useEffect } from 'react';
import { useLocation } from 'wouter';
import { SearchPanel } from '../components/catalog/search-panel';
import { selectSearchPanel } from './search-panel-selectors';
import { getHref } from './routes';
import { useShop } from './shop-context';

export function SearchPanelContainer() {
  const { actors, storeView } = useShop();
  const [, navigate] = useLocation();
  const panel = actors.searchPanel;
  const props = useSelector(panel, (snapshot) => selectSearchPanel(snapshot, storeView));

  useEffect(() => {
    const submitted = panel.on('search.submitted', (event) =>
      navigate(`${getHref('search', {}, storeView.storeCode)}?q=${encodeURIComponent(event.text)}`),
    );
    return () => submitted.unsubscribe();
  }, [panel, navigate, storeView.storeCode]);

  return (
    <SearchPanel
      {...props}
      onOpen={() => panel.send({ type: 'search.open' })}
      onClose={() => panel.send({ type: 'search.close' })}
      onType={(text) => panel.send({ type: 'search.type', text })}
      onSubmit={() => panel.send({ type: 'search.submit' })}
    />
  );
}
