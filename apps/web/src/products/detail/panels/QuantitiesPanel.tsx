import { FieldList } from '../components/FieldList';
import { useDetailFormatting } from '../use-detail-formatting';
import type { PanelProps } from './panel-props';

/** The colour's and its style's quantities, with the sell-through figures calculated on the server. */
export const QuantitiesPanel = ({ product }: PanelProps) => {
  const format = useDetailFormatting();
  return (
    <FieldList
      entries={[
        ['quantity', format.count(product.quantity)],
        ['quantityOnHand', format.count(product.quantityOnHand)],
        ['styleQuantity', format.count(product.styleQuantity)],
        ['styleQuantityOnHand', format.count(product.styleQuantityOnHand)],
        ['styleSellThru', format.percent(product.styleSellThru)],
        ['sellThru', format.percent(product.sellThru)],
        ['colorPercent', format.percent(product.colorPercent)],
        ['percentage', format.percent(product.percentage)],
        ['dueDate', product.dueDate === null ? null : format.gridDate(product.dueDate)],
      ]}
    />
  );
};
