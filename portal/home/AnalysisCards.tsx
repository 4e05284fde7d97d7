import { msg } from '@lit/localize';
import { useStore } from '@nanostores/react';
import { Link } from 'react-router';
import { $homeCards } from '../../shared/reports/home-cards.ts';
import type { HomeCard } from '../../shared/reports/viewer-api.ts';

/**
 * The analysis part of the home (issue 12, `/dashboard/analysis`): a card per report the user
 * may open, with its headline figure and its chart, each opening its report page.
 */
export function AnalysisCards() {
  const { cards, loading, failure } = useStore($homeCards);
  if (failure) return <p className="analysis-failure" role="alert">{failure}</p>;
  if (!cards) return loading ? <p className="analysis-loading">{msg('报表加载中…')}</p> : null;
  if (cards.length === 0) return null;
  return (
    <section className="analysis" aria-label={msg('数据分析')} data-testid="analysis-cards">
      {cards.map((card) => <AnalysisCard key={card.permissionId} card={card} />)}
    </section>
  );
}

function AnalysisCard({ card }: { card: HomeCard }) {
  return (
    <Link to={card.path} className="analysis-card" data-testid="analysis-card">
      <strong className="analysis-title">{card.title}</strong>
      {card.kpi ? (
        <span className="analysis-kpi"><span className="analysis-kpi-label">{card.kpi.label}</span><span className="analysis-kpi-value">{card.kpi.text}</span></span>
      ) : null}
      {card.svg ? <img className="analysis-chart" src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(card.svg)}`} alt={card.title} /> : null}
      {card.error ? <span className="analysis-failure">{card.error}</span> : null}
    </Link>
  );
}
