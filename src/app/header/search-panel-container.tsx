// Container of the header's search panel (SPEC 2 "search panel"): searches as the shopper types from 3 characters
// (the search-panel machine); submitting opens /search?q=, choosing a suggestion (Enter on the active one, a click)
// opens its product, and a route change closes the panel.
import { useSelector } from '@xstate/react';
import { useEffect } from 'react';
import { useLocation } from 'wouter';
import { SearchPanel } from '../../components/catalog/search-panel';
import { selectSearchPanel } from './search-panel-selectors';
import { getHref, productHref } from '../routing/routes';
import { useShop } from '../root/shop-context';

export function SearchPanelContainer() {
  const { actors, storeView } = useShop();
  const [location, navigate] = useLocation();
  const panel = actors.searchPanel;
  const props = useSelector(panel, (snapshot) => selectSearchPanel(snapshot, storeView));

  useEffect(() => {
    const submitted = panel.on('search.submitted', (event) =>
      navigate(`${getHref('search', {}, storeView.storeCode)}?q=${encodeURIComponent(event.text)}`),
    );
    const chosen = panel.on('search.chosen', (event) =>
      navigate(productHref(event.product, undefined, storeView.storeCode)),
    );
    return () => {
      submitted.unsubscribe();
      chosen.unsubscribe();
    };
  }, [panel, navigate, storeView.storeCode]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: the location is the trigger: a route change closes it.
  useEffect(() => {
    panel.send({ type: 'search.close' });
  }, [panel, location]);

  return (
    <SearchPanel
      {...props}
      onOpen={() => panel.send({ type: 'search.open' })}
      onClose={() => panel.send({ type: 'search.close' })}
      onType={(text) => panel.send({ type: 'search.type', text })}
      onSubmit={() => panel.send({ type: 'search.submit' })}
      onMove={(by) => panel.send({ type: 'search.move', by })}
      onChoose={() => panel.send({ type: 'search.choose' })}
      onPick={(index) => {
        const result = props.results[index];
        if (result) navigate(result.href);
      }}
    />
  );
}
