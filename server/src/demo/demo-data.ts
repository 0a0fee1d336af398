import { Unit } from '../modules/foods/unit';

/**
 * The demo account data of "Populate account?" (from the legacy backend's populate; all text in
 * Brazilian Portuguese, as in the original). Objects refer to each other by name.
 */
export const DEMO_DATA = {
  tags: ['Peitoral', 'Dorsal', 'Coxa'],
  exercises: [
    { name: 'Supino reto', tags: ['Peitoral'] },
    { name: 'Puxada alta', tags: ['Dorsal'] },
    { name: 'Agachamento livre', tags: ['Coxa'] },
  ],
  routine: {
    name: 'Treino ABC',
    description: 'Treinamento para membros superiores e inferiores.',
    goal: 'Hipertrofia',
    sessions: [
      { description: 'A - Peitoral', exercises: [{ exercise: 'Supino reto', sets: 4, repetitions: 12, restSeconds: 60 }] },
      { description: 'B - Dorsais', exercises: [{ exercise: 'Puxada alta', sets: 6, repetitions: 10, restSeconds: 90 }] },
      { description: 'C - Perna', exercises: [{ exercise: 'Agachamento livre', sets: 4, repetitions: 20, restSeconds: 120 }] },
    ],
  },
  foods: [
    { name: 'Arroz', serving: '100', unit: Unit.G, carbohydrates: '28', proteins: '2.5', fats: '0', calories: '128' },
    { name: 'Banana', serving: '100', unit: Unit.G, carbohydrates: '23.9', proteins: '1.4', fats: '0.3', calories: '92' },
    { name: 'Iogurte de Morango', serving: '200', unit: Unit.ML, carbohydrates: '27', proteins: '6', fats: '3', calories: '160' },
    { name: 'Farelo de Aveia', serving: '100', unit: Unit.G, carbohydrates: '66', proteins: '18', fats: '7', calories: '250' },
    { name: 'Feijão', serving: '100', unit: Unit.G, carbohydrates: '63', proteins: '21', fats: '0.3', calories: '339' },
    { name: 'Ovo', serving: '1', unit: Unit.UN, carbohydrates: '1', proteins: '6', fats: '6', calories: '80' },
    { name: 'Frango', serving: '100', unit: Unit.G, carbohydrates: '3.3', proteins: '27', fats: '8.8', calories: '199' },
    { name: 'Leite', serving: '200', unit: Unit.ML, carbohydrates: '9', proteins: '6.3', fats: '6', calories: '115' },
    { name: 'Whey', serving: '30', unit: Unit.G, carbohydrates: '5', proteins: '23', fats: '0', calories: '116' },
    { name: 'Mel', serving: '20', unit: Unit.G, carbohydrates: '16', proteins: '0', fats: '0', calories: '64' },
  ],
  recipe: {
    name: 'Vitamina de Banana',
    serving: '1',
    unit: Unit.UN,
    ingredients: [
      { food: 'Banana', quantity: '100' },
      { food: 'Leite', quantity: '200' },
      { food: 'Whey', quantity: '30' },
      { food: 'Mel', quantity: '20' },
    ],
  },
  mealNames: ['Café da manhã', 'Almoço', 'Janta'],
  /** Today's meals, by meal order: entries of a food or a recipe. */
  today: [
    [
      { food: 'Banana', quantity: '250' },
      { food: 'Farelo de Aveia', quantity: '100' },
      { food: 'Iogurte de Morango', quantity: '200' },
    ],
    [
      { food: 'Arroz', quantity: '300' },
      { food: 'Feijão', quantity: '100' },
      { food: 'Frango', quantity: '150' },
    ],
    [{ recipe: 'Vitamina de Banana', quantity: '1' }],
  ],
  goals: { calories: '3000', carbohydrates: '400', proteins: '160', fats: '80' },
} as const;
